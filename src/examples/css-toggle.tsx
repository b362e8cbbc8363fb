import { useState } from 'react'
import Animated from 'react-native-reanimated'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function CssToggle() {
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
        <Animated.View
          style={[
            styles.knob,
            {
              backgroundColor: on ? '#22c55e' : '#71717a',
              transform: [{ translateX: on ? 56 : 0 }],
              // A change of either one animates, with one duration and curve.
              transitionProperty: ['transform', 'backgroundColor'],
              transitionDuration: 300,
              transitionTimingFunction: 'ease-in-out',
            },
          ]}
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
