import { useState, type ComponentProps } from 'react'
import { MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

type Animate = ComponentProps<typeof MotiView>['animate']

// Both objects are constants: the sequence starts when `animate` switches from
// one to the other, and never again on a render that leaves it alone.
const liked: Animate = {
  scale: [
    { value: 1.35, type: 'timing', duration: 140 },
    { value: 0.88, type: 'timing', duration: 110 },
    { value: 1, type: 'spring', damping: 8 },
  ],
  rotate: [
    { value: '-14deg', type: 'timing', duration: 90 },
    { value: '10deg', type: 'timing', duration: 90 },
    { value: '0deg', type: 'timing', duration: 90 },
  ],
  backgroundColor: '#e11d48',
}

const notLiked: Animate = {
  scale: 1,
  rotate: '0deg',
  backgroundColor: '#3f3f46',
}

export default function SequenceLike() {
  const [isLiked, setLiked] = useState(false)
  const [count, setCount] = useState(41)

  const toggle = () => {
    setCount((value) => value + (isLiked ? -1 : 1))
    setLiked((value) => !value)
  }

  return (
    <View style={styles.screen}>
      <Pressable
        role="button"
        aria-label="Like"
        aria-pressed={isLiked}
        onPress={toggle}
      >
        <MotiView
          animate={isLiked ? liked : notLiked}
          transition={{ type: 'timing', duration: 200 }}
          style={styles.badge}
        >
          <Text style={styles.heart}>♥</Text>
        </MotiView>
      </Pressable>
      <Text style={styles.count}>{count} likes</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 20 },
  badge: {
    width: 88,
    height: 88,
    borderRadius: 44,
    alignItems: 'center',
    justifyContent: 'center',
  },
  heart: { fontSize: 40, lineHeight: 44, color: '#fafafa' },
  count: { fontSize: 16, color: '#a1a1aa' },
})
