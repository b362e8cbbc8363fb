import { useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

const orders = ['Newest first', 'Oldest first', 'Most popular']

export default function Dropdown() {
  const [open, setOpen] = useState(false)
  const [order, setOrder] = useState(orders[0])

  return (
    <View style={styles.screen}>
      <View style={styles.anchor}>
        <Pressable
          role="button"
          aria-label={`Sort: ${order}`}
          aria-expanded={open}
          onPress={() => setOpen((value) => !value)}
          style={styles.trigger}
        >
          <Text style={styles.triggerText}>Sort: {order}</Text>
          <MotiView
            animate={{ rotate: open ? '180deg' : '0deg' }}
            transition={{ type: 'timing', duration: 200 }}
          >
            <Text style={styles.triggerText}>▾</Text>
          </MotiView>
        </Pressable>
        <AnimatePresence>
          {open && (
            <MotiView
              from={{ opacity: 0, translateY: -8, scale: 0.96 }}
              animate={{ opacity: 1, translateY: 0, scale: 1 }}
              exit={{ opacity: 0, translateY: -8, scale: 0.96 }}
              transition={{ type: 'timing', duration: 180 }}
              style={styles.menu}
            >
              {orders.map((item) => (
                <Pressable
                  key={item}
                  role="button"
                  onPress={() => {
                    setOrder(item)
                    setOpen(false)
                  }}
                  style={styles.item}
                >
                  <Text style={styles.itemText}>{item}</Text>
                </Pressable>
              ))}
            </MotiView>
          )}
        </AnimatePresence>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', paddingTop: 48 },
  anchor: { width: 220 },
  trigger: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 10,
    paddingHorizontal: 14,
    borderRadius: 10,
    backgroundColor: '#27272a',
  },
  triggerText: { fontSize: 15, color: '#f4f4f5' },
  menu: {
    position: 'absolute',
    top: 48,
    left: 0,
    right: 0,
    paddingVertical: 6,
    borderRadius: 10,
    backgroundColor: '#3f3f46',
  },
  item: { paddingVertical: 10, paddingHorizontal: 14 },
  itemText: { fontSize: 15, color: '#f4f4f5' },
})
