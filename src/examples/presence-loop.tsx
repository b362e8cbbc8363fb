import { useEffect, useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { StyleSheet, Text, View } from 'react-native'
import { Easing } from 'react-native-reanimated'

// Constants, so that the spinners' own props never change between renders.
const from = { rotate: '0deg' }
const animate = { rotate: '360deg' }
const spin = {
  type: 'timing',
  duration: 1200,
  easing: Easing.linear,
  loop: true,
  repeatReverse: false,
} as const

function Spinner({ label }: { label: string }) {
  return (
    <MotiView
      role="img"
      aria-label={label}
      from={from}
      animate={animate}
      transition={spin}
      style={styles.spinner}
    />
  )
}

export default function PresenceLoop() {
  // The parent renders four times a second, as a screen with a clock or a progress value would.
  const [renders, setRenders] = useState(0)
  useEffect(() => {
    const id = setInterval(() => setRenders((count) => count + 1), 250)
    return () => clearInterval(id)
  }, [])

  return (
    <View style={styles.screen}>
      <Text style={styles.counter}>Parent renders: {renders}</Text>
      <View style={styles.row}>
        <View style={styles.column}>
          <AnimatePresence>
            <Spinner
              key="spinner"
              label="Spinner in a default AnimatePresence"
            />
          </AnimatePresence>
          <Text style={styles.caption}>default</Text>
        </View>
        <View style={styles.column}>
          <AnimatePresence presenceAffectsLayout={false}>
            <Spinner
              key="spinner"
              label="Spinner with presenceAffectsLayout false"
            />
          </AnimatePresence>
          <Text style={styles.caption}>presenceAffectsLayout={'{false}'}</Text>
        </View>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 28 },
  counter: { fontSize: 16, color: '#a1a1aa' },
  row: { flexDirection: 'row', gap: 48 },
  column: { alignItems: 'center', gap: 16 },
  spinner: {
    width: 56,
    height: 56,
    borderRadius: 28,
    borderWidth: 6,
    borderColor: '#38bdf8',
    borderTopColor: 'transparent',
  },
  caption: { fontSize: 14, color: '#e4e4e7' },
})
