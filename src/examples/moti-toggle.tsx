import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function MotiToggle() {
  const [on, setOn] = useState(false)

  return (
    <View style={styles.screen}>
      <Pressable
        role="switch"
        aria-checked={on}
        aria-label="Lights"
        onPress={() => setOn((value) => !value)}
        style={styles.track}
      >
        <MotiView
          animate={{
            backgroundColor: on ? '#22c55e' : '#71717a',
            translateX: on ? 56 : 0,
          }}
          transition={{ type: 'timing', duration: 300 }}
          style={styles.knob}
        />
      </Pressable>
      <Text style={styles.label}>{on ? 'On' : 'Off'}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 },
  track: {
    width: 104,
    height: 48,
    borderRadius: 24,
    padding: 4,
    backgroundColor: '#27272a',
  },
  knob: { width: 40, height: 40, borderRadius: 20 },
  label: { fontSize: 16, color: '#a1a1aa' },
})
