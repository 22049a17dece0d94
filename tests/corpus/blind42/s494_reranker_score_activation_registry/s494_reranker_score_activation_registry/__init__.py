from .modeling import BertForSequenceClassification, RerankerConfig

__all__ = ["BertForSequenceClassification", "RerankerConfig"]
