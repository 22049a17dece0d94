from .intent import IntentClassifier

__all__ = ["IntentClassifier"]
