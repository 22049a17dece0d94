"""Block-wise FP8 (DeepSeek-style 128x128, shrunk) linear layer with dynamic activation scales."""
