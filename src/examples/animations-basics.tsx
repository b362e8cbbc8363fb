import { MotiView } from 'moti'
import { StyleSheet, View } from 'react-native'

export default function AnimationsBasics() {
  return (
    <View style={styles.screen}>
      <MotiView
        from={{ opacity: 0, scale: 0.4, rotate: '0deg' }}
        animate={{
          opacity: 1,
          scale: 1,
          // A sequence: each value starts when the one before it ends.
          rotate: ['-12deg', '12deg', '0deg'],
        }}
        transition={{
          // A spring for every style, except the two keys listed here.
          type: 'spring',
          opacity: { type: 'timing', duration: 400 },
          rotate: { type: 'timing', duration: 200 },
        }}
        style={styles.badge}
      />
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  badge: {
    width: 110,
    height: 110,
    borderRadius: 30,
    backgroundColor: '#f59e0b',
  },
})
