import torch

from .configuration import EncoderConfig
from .modeling import EncoderForSequenceClassification


class ScoringEngine:
    def __init__(self, config):
        self.config = config
        self.model = EncoderForSequenceClassification(config).eval()

    @classmethod
    def from_profile(cls, profile):
        return cls(EncoderConfig.for_profile(profile))

    @torch.compile(fullgraph=True)
    def score(self, input_ids):
        with torch.no_grad():
            outputs = self.model(input_ids)
        logits = outputs[0]
        return logits.softmax(-1)
