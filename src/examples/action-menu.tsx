import { useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

const actions = ['Share', 'Edit', 'Archive']

export default function ActionMenu() {
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)

  const choose = (action: string) => {
    setChosen(action)
    setOpen(false)
  }

  return (
    <View style={styles.screen}>
      <Text style={styles.caption}>
        {chosen ? `You chose ${chosen}` : 'Nothing chosen yet'}
      </Text>
      {/* The toggle comes first, so Tab moves from it to the actions. */}
      <View style={styles.corner}>
        <Pressable
          role="button"
          aria-label={open ? 'Close actions' : 'Open actions'}
          aria-expanded={open}
          onPress={() => setOpen((value) => !value)}
        >
          <MotiView
            animate={{ rotate: open ? '45deg' : '0deg' }}
            transition={{ type: 'spring', damping: 14 }}
            style={styles.fab}
          >
            <Text style={styles.plus}>+</Text>
          </MotiView>
        </Pressable>
        <AnimatePresence>
          {open &&
            actions.map((action, index) => (
              <MotiView
                key={action}
                from={{ opacity: 0, translateY: 16, scale: 0.8 }}
                animate={{ opacity: 1, translateY: 0, scale: 1 }}
                exit={{ opacity: 0, translateY: 16, scale: 0.8 }}
                transition={{ type: 'spring', delay: index * 60 }}
                exitTransition={{ type: 'timing', duration: 150 }}
              >
                <Pressable
                  role="button"
                  onPress={() => choose(action)}
                  style={styles.action}
                >
                  <Text style={styles.actionText}>{action}</Text>
                </Pressable>
              </MotiView>
            ))}
        </AnimatePresence>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, padding: 24 },
  caption: { fontSize: 16, color: '#a1a1aa' },
  corner: {
    position: 'absolute',
    right: 24,
    bottom: 24,
    // Stacks the actions above the toggle, the first one closest to it.
    flexDirection: 'column-reverse',
    alignItems: 'flex-end',
    gap: 10,
  },
  action: {
    paddingVertical: 8,
    paddingHorizontal: 16,
    borderRadius: 999,
    backgroundColor: '#27272a',
  },
  actionText: { fontSize: 15, color: '#f4f4f5' },
  fab: {
    width: 56,
    height: 56,
    borderRadius: 28,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#8b5cf6',
  },
  plus: { fontSize: 32, lineHeight: 34, color: '#ffffff' },
})
