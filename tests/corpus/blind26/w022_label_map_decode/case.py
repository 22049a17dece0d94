import torch

ENTRY = "w022_label_map_decode.classifier:SequenceClassifier.classify"


def inputs():
    from w022_label_map_decode.classifier import SequenceClassifier
    return (SequenceClassifier.from_pretrained_config(), torch.randn(3, 6, 12))
