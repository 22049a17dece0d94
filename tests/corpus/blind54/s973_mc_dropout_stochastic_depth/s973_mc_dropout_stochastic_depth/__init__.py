from .classifier import RewardClassifier
from .uncertainty import MCDropoutPredictor

__all__ = ["RewardClassifier", "MCDropoutPredictor"]
