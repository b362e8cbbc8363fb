import { useState } from 'react'
import { MotiView, useAnimationState } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

type Name = 'resting' | 'raised' | 'tilted'

export default function Variants() {
  const [current, setCurrent] = useState<Name>('resting')
  const card = useAnimationState(
    {
      from: { opacity: 0, scale: 0.8 },
      resting: { opacity: 1, scale: 1, translateY: 0, rotate: '0deg' },
      raised: { opacity: 1, scale: 1.1, translateY: -20, rotate: '0deg' },
      tilted: { opacity: 1, scale: 1, translateY: 0, rotate: '-12deg' },
    },
    { from: 'from', to: 'resting' },
  )

  const choose = (name: Name) => {
    card.transitionTo(name)
    setCurrent(name)
  }

  return (
    <View style={styles.screen}>
      <MotiView state={card} style={styles.card} />
      <View style={styles.row}>
        {(['resting', 'raised', 'tilted'] as const).map((name) => (
          <Pressable
            key={name}
            role="button"
            onPress={() => choose(name)}
            style={[styles.button, current === name && styles.selected]}
          >
            <Text style={styles.buttonText}>{name}</Text>
          </Pressable>
        ))}
      </View>
      <Text style={styles.caption}>State: {current}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 32 },
  card: {
    width: 140,
    height: 140,
    borderRadius: 28,
    backgroundColor: '#14b8a6',
  },
  row: { flexDirection: 'row', gap: 10 },
  button: {
    paddingVertical: 8,
    paddingHorizontal: 14,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  selected: { backgroundColor: '#0f766e' },
  buttonText: { fontSize: 15, color: '#f4f4f5' },
  caption: { fontSize: 15, color: '#a1a1aa' },
})
