"""Keyword-spotting fine-tuning step (label smoothing, SpecAugment on)."""
import torch
import torch.nn.functional as F

from .config import Wav2VecConfig
from .model import Wav2VecForSequenceClassification

model = Wav2VecForSequenceClassification(Wav2VecConfig())
model.train()


def train_loss(input_values, labels):
    logits = model(input_values)
    return F.cross_entropy(logits, labels, label_smoothing=0.1)


step = torch.compile(train_loss, fullgraph=True)
