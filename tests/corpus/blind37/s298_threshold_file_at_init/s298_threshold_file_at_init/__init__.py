from .moderation import ModerationClassifier, moderate

__all__ = ["ModerationClassifier", "moderate"]
