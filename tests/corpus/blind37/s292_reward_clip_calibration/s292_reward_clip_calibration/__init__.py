from .model import RewardModel, compiled_reward

__all__ = ["RewardModel", "compiled_reward"]
