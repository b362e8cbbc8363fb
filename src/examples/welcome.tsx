import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function Welcome() {
  const [on, setOn] = useState(false)

  return (
    <View style={styles.screen}>
      <MotiView
        from={{ opacity: 0, translateY: 24 }}
        animate={{ opacity: 1, translateY: 0 }}
        transition={{ type: 'timing', duration: 450 }}
        style={styles.card}
      >
        <Text style={styles.title}>Hello from Moti</Text>
        <Pressable
          role="button"
          aria-label="Flip the switch"
          aria-pressed={on}
          onPress={() => setOn((value) => !value)}
        >
          {/* No transition: the knob's position springs, and the color uses timing. */}
          <MotiView
            animate={{ backgroundColor: on ? '#22c55e' : '#52525b' }}
            style={styles.track}
          >
            <MotiView
              animate={{ translateX: on ? 28 : 0 }}
              style={styles.knob}
            />
          </MotiView>
        </Pressable>
        <Text style={styles.hint}>{on ? 'On' : 'Off'}</Text>
      </MotiView>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  card: {
    alignItems: 'center',
    gap: 20,
    padding: 28,
    borderRadius: 20,
    backgroundColor: '#1f2937',
  },
  title: { fontSize: 22, fontWeight: '600', color: '#f9fafb' },
  track: { width: 64, height: 36, borderRadius: 18, padding: 4 },
  knob: { width: 28, height: 28, borderRadius: 14, backgroundColor: '#ffffff' },
  hint: { fontSize: 15, color: '#d1d5db' },
})
