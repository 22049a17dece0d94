from .bert_classifier import BertForSequenceClassification, build_classifier

__all__ = ["BertForSequenceClassification", "build_classifier"]
