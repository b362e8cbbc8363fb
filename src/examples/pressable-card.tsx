import { useState } from 'react'
import { MotiView } from 'moti'
import {
  MotiPressable,
  useMotiPressable,
  type MotiPressableProp,
} from 'moti/interactions'
import { StyleSheet, Text, View } from 'react-native'
import Animated, {
  useAnimatedStyle,
  useSharedValue,
  withTiming,
  type SharedValue,
} from 'react-native-reanimated'

const lift: MotiPressableProp = ({ hovered, pressed }) => {
  'worklet'

  return {
    scale: pressed ? 0.97 : 1,
    translateY: hovered && !pressed ? -4 : 0,
  }
}

// A child of the pressable: it reads the same state through the hook.
function Chevron() {
  const state = useMotiPressable(({ hovered, pressed }) => {
    'worklet'

    return { translateX: pressed ? 10 : hovered ? 6 : 0 }
  }, [])

  return (
    <MotiView state={state} transition={{ type: 'timing', duration: 150 }}>
      <View style={styles.chevron} />
    </MotiView>
  )
}

// The interaction state has no `focused` field: this ring reads our own value.
function FocusRing({ focused }: { focused: SharedValue<boolean> }) {
  const style = useAnimatedStyle(
    () => ({ opacity: withTiming(focused.value ? 1 : 0, { duration: 120 }) }),
    [focused],
  )

  return <Animated.View style={[styles.ring, style]} />
}

// Outside the pressable: it follows the `hoveredValue` we handed to it.
function Hint({ hovered }: { hovered: SharedValue<boolean> }) {
  const style = useAnimatedStyle(
    () => ({ opacity: withTiming(hovered.value ? 1 : 0.6) }),
    [hovered],
  )

  return (
    <Animated.Text style={[styles.hint, style]}>
      Opens the full article
    </Animated.Text>
  )
}

export default function PressableCard() {
  const [opened, setOpened] = useState(0)
  const focused = useSharedValue(false)
  const hovered = useSharedValue(false)

  return (
    <View style={styles.screen}>
      <MotiPressable
        accessibilityRole="button"
        onPress={() => setOpened((count) => count + 1)}
        onFocus={() => {
          focused.value = true
        }}
        onBlur={() => {
          focused.value = false
        }}
        hoveredValue={hovered}
        animate={lift}
        transition={{ type: 'timing', duration: 150 }}
        style={styles.card}
      >
        <FocusRing focused={focused} />
        <View style={styles.text}>
          <Text style={styles.kicker}>Guide</Text>
          <Text style={styles.title}>Springs, explained</Text>
        </View>
        <Chevron />
      </MotiPressable>
      <Hint hovered={hovered} />
      <Text style={styles.count}>Opened {opened} times</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 },
  card: {
    width: 280,
    padding: 18,
    borderRadius: 16,
    flexDirection: 'row',
    alignItems: 'center',
    backgroundColor: '#1e293b',
  },
  ring: {
    position: 'absolute',
    top: -4,
    right: -4,
    bottom: -4,
    left: -4,
    borderRadius: 20,
    borderWidth: 2,
    borderColor: '#38bdf8',
    pointerEvents: 'none',
  },
  text: { flex: 1, gap: 4 },
  kicker: { fontSize: 13, color: '#94a3b8' },
  title: { fontSize: 18, fontWeight: '600', color: '#f8fafc' },
  chevron: {
    width: 12,
    height: 12,
    borderTopWidth: 2,
    borderRightWidth: 2,
    borderColor: '#7dd3fc',
    transform: [{ rotate: '45deg' }],
  },
  hint: { fontSize: 14, color: '#e2e8f0' },
  count: { fontSize: 14, color: '#a1a1aa' },
})
