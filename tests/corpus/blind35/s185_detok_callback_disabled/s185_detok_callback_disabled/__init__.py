"""Engine with a streaming detokenizer callback."""
