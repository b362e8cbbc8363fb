import { MotiView, useDynamicAnimation } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

const STEP = 40
const LIMIT = 80 // the dot stays within two steps of the center

const clamp = (value: number) => Math.max(-LIMIT, Math.min(LIMIT, value))

type Move = { label: string; arrow: string; x: number; y: number }

const moves: Move[] = [
  { label: 'Move left', arrow: '←', x: -STEP, y: 0 },
  { label: 'Move up', arrow: '↑', x: 0, y: -STEP },
  { label: 'Move down', arrow: '↓', x: 0, y: STEP },
  { label: 'Move right', arrow: '→', x: STEP, y: 0 },
]

export default function DynamicNudge() {
  const dot = useDynamicAnimation(() => ({ translateX: 0, translateY: 0 }))

  // No React state: each press reads where the dot is headed and sends it one
  // step further. Nothing re-renders.
  const nudge = ({ x, y }: Move) =>
    dot.animateTo((current) => ({
      ...current,
      translateX: clamp(Number(current.translateX ?? 0) + x),
      translateY: clamp(Number(current.translateY ?? 0) + y),
    }))

  return (
    <View style={styles.screen}>
      <View style={styles.pad}>
        <MotiView
          state={dot}
          transition={{ type: 'spring', damping: 14 }}
          style={styles.dot}
        />
      </View>
      <View style={styles.row}>
        {moves.map((move) => (
          <Pressable
            key={move.label}
            role="button"
            aria-label={move.label}
            onPress={() => nudge(move)}
            style={styles.button}
          >
            <Text style={styles.arrow}>{move.arrow}</Text>
          </Pressable>
        ))}
        <Pressable
          role="button"
          onPress={() => dot.animateTo({ translateX: 0, translateY: 0 })}
          style={styles.button}
        >
          <Text style={styles.centre}>Center</Text>
        </Pressable>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 20 },
  pad: {
    width: 200,
    height: 200,
    borderRadius: 16,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#18181b',
  },
  dot: { width: 32, height: 32, borderRadius: 16, backgroundColor: '#f59e0b' },
  row: { flexDirection: 'row', gap: 8 },
  button: {
    minWidth: 44,
    height: 44,
    paddingHorizontal: 12,
    borderRadius: 22,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#27272a',
  },
  arrow: { fontSize: 20, color: '#f4f4f5' },
  centre: { fontSize: 15, color: '#f4f4f5' },
})
