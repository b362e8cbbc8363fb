import { useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function MotiExit() {
  const [shown, setShown] = useState(true)

  return (
    <View style={styles.screen}>
      <Pressable
        role="button"
        onPress={() => setShown((value) => !value)}
        style={styles.button}
      >
        <Text style={styles.buttonText}>
          {shown ? 'Dismiss' : 'Show again'}
        </Text>
      </Pressable>
      <View style={styles.slot}>
        <AnimatePresence>
          {shown && (
            <MotiView
              from={{ opacity: 0, translateY: 24 }}
              animate={{ opacity: 1, translateY: 0 }}
              exit={{ opacity: 0, translateY: 24 }}
              transition={{ type: 'timing', duration: 400 }}
              style={styles.toast}
            >
              <Text style={styles.toastText}>Saved</Text>
            </MotiView>
          )}
        </AnimatePresence>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 24 },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 8,
    backgroundColor: '#3f3f46',
  },
  buttonText: { fontSize: 16, color: '#fafafa' },
  slot: { height: 56, justifyContent: 'center' },
  toast: {
    paddingVertical: 14,
    paddingHorizontal: 28,
    borderRadius: 12,
    backgroundColor: '#7e22ce',
  },
  toastText: { fontSize: 16, color: '#fafafa' },
})
