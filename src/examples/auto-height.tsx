import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, StyleSheet, Text, View } from 'react-native'

export default function AutoHeight() {
  const [open, setOpen] = useState(false)
  const [contentHeight, setContentHeight] = useState(0)

  return (
    <View style={styles.screen}>
      <View style={styles.panel}>
        <Pressable
          role="button"
          aria-expanded={open}
          onPress={() => setOpen((value) => !value)}
          style={styles.header}
        >
          <Text style={styles.title}>
            {open ? 'Hide shipping details' : 'Show shipping details'}
          </Text>
        </Pressable>
        <MotiView
          animate={{ height: open ? contentHeight : 0 }}
          transition={{ type: 'timing', duration: 300 }}
          style={styles.clip}
        >
          <View
            style={styles.content}
            onLayout={(event) =>
              setContentHeight(event.nativeEvent.layout.height)
            }
          >
            <Text style={styles.body}>
              Orders leave the warehouse within two working days.
            </Text>
            <Text style={styles.body}>
              You get a tracking link by email as soon as the parcel moves.
            </Text>
          </View>
        </MotiView>
      </View>
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', paddingTop: 40 },
  panel: { width: 300, borderRadius: 12, backgroundColor: '#27272a' },
  header: { padding: 14 },
  title: { fontSize: 16, fontWeight: '600', color: '#f4f4f5' },
  clip: { overflow: 'hidden' },
  content: {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    paddingHorizontal: 14,
    paddingBottom: 14,
    gap: 8,
  },
  body: { fontSize: 15, lineHeight: 21, color: '#d4d4d8' },
})
