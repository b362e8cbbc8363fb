import { useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function AnimatePresenceExample() {
  const [visible, setVisible] = useState(true)

  return (
    <View style={styles.screen}>
      <View style={styles.slot}>
        <AnimatePresence>
          {visible && (
            <MotiView
              from={{ opacity: 0, scale: 0.6, translateY: 24 }}
              animate={{ opacity: 1, scale: 1, translateY: 0 }}
              exit={{ opacity: 0, scale: 0.6, translateY: -24 }}
              transition={{ type: 'timing', duration: 450 }}
              style={styles.card}
            >
              <Text style={styles.cardText}>Hello again</Text>
            </MotiView>
          )}
        </AnimatePresence>
      </View>
      <Pressable
        role="button"
        onPress={() => setVisible((value) => !value)}
        style={styles.button}
      >
        <Text style={styles.buttonText}>
          {visible ? 'Hide the card' : 'Show the card'}
        </Text>
      </Pressable>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 28 },
  slot: { height: 140, justifyContent: 'center' },
  card: {
    width: 220,
    height: 120,
    borderRadius: 20,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#0369a1',
  },
  cardText: { fontSize: 20, fontWeight: '600', color: '#f8fafc' },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  buttonText: { fontSize: 16, color: '#f4f4f5' },
})
