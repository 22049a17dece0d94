"""Block-wise FP8 (DeepSeek-V3 style, 128x128 in production) W8A8 linear layers."""
