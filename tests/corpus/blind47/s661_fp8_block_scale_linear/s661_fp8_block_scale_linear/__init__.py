"""Block-wise FP8 (DeepSeek-V3 style, 128x128 scales) linear layers."""
