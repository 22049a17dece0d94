from .labels import LabelMap
from .classifier import SequenceClassifier

__all__ = ["LabelMap", "SequenceClassifier"]
