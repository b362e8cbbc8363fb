import { useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

const steps = [
  { title: 'Plan', color: '#c2410c' },
  { title: 'Build', color: '#15803d' },
  { title: 'Ship', color: '#4f46e5' },
]

export default function ExitBeforeEnter() {
  const [index, setIndex] = useState(0)
  const step = steps[index]

  return (
    <View style={styles.screen}>
      <View style={styles.slot}>
        <AnimatePresence exitBeforeEnter>
          <MotiView
            key={step.title}
            from={{ opacity: 0, translateX: 40 }}
            animate={{ opacity: 1, translateX: 0 }}
            exit={{ opacity: 0, translateX: -40 }}
            transition={{ type: 'timing', duration: 300 }}
            style={[styles.card, { backgroundColor: step.color }]}
          >
            <Text style={styles.cardText}>{step.title}</Text>
          </MotiView>
        </AnimatePresence>
      </View>
      <Pressable
        role="button"
        aria-label="Next step"
        onPress={() => setIndex((value) => (value + 1) % steps.length)}
        style={styles.button}
      >
        <Text style={styles.buttonText}>Next step</Text>
      </Pressable>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 28 },
  slot: { height: 120, justifyContent: 'center' },
  card: {
    width: 200,
    height: 110,
    borderRadius: 20,
    alignItems: 'center',
    justifyContent: 'center',
  },
  cardText: { fontSize: 26, fontWeight: '700', color: '#ffffff' },
  button: {
    paddingVertical: 10,
    paddingHorizontal: 18,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  buttonText: { fontSize: 16, color: '#f4f4f5' },
})
