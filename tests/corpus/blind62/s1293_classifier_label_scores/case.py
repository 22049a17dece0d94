import torch

ENTRY = "s1293_classifier_label_scores.bert_classifier:classify"


def inputs():
    return (torch.randn(3, 4, 8),)
