import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

const transition = { type: 'timing', duration: 250 } as const

export default function MenuIcon() {
  const [open, setOpen] = useState(false)

  return (
    <View style={styles.screen}>
      <Pressable
        role="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        onPress={() => setOpen((value) => !value)}
        style={styles.button}
      >
        <MotiView
          animate={{
            translateY: open ? 10 : 0,
            rotate: open ? '45deg' : '0deg',
          }}
          transition={transition}
          style={styles.bar}
        />
        <MotiView
          animate={{ opacity: open ? 0 : 1, scaleX: open ? 0 : 1 }}
          transition={transition}
          style={styles.bar}
        />
        <MotiView
          animate={{
            translateY: open ? -10 : 0,
            rotate: open ? '-45deg' : '0deg',
          }}
          transition={transition}
          style={styles.bar}
        />
      </Pressable>
      <Text style={styles.caption}>{open ? 'Menu open' : 'Menu closed'}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: 24 },
  button: {
    width: 72,
    height: 72,
    borderRadius: 16,
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    backgroundColor: '#27272a',
  },
  bar: { width: 36, height: 4, borderRadius: 2, backgroundColor: '#f4f4f5' },
  caption: { fontSize: 16, color: '#a1a1aa' },
})
