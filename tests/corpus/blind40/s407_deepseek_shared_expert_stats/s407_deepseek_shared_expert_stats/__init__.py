"""DeepSeek-V3 style MoE: sigmoid group-limited routing + shared expert."""
