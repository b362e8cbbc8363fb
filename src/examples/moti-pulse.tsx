import { MotiView } from 'moti'
import { StyleSheet, View } from 'react-native'

export default function MotiPulse() {
  return (
    <View style={styles.screen}>
      <MotiView
        from={{ scale: 1, opacity: 1 }}
        animate={{ scale: 1.4, opacity: 0.6 }}
        // Each half of the cycle takes the same time: a loop in Moti goes there and back.
        transition={{ type: 'timing', duration: 600, loop: true }}
        style={styles.dot}
      />
    </View>
  )
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
  dot: { width: 64, height: 64, borderRadius: 32, backgroundColor: '#f43f5e' },
})
