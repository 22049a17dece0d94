import os

import torch

from .modeling import TinyTransformer
from .recorder import ActivationRecorder


def _recorder_patterns():
    raw = os.environ.get("SGLANG_RECORD_ACTIVATIONS", "layers.*.self_attn")
    return [p.strip() for p in raw.split(",") if p.strip()]


def build_model(record_activations: bool = True):
    model = TinyTransformer().eval()
    recorder = None
    if record_activations:
        recorder = ActivationRecorder(_recorder_patterns()).attach(model)
    return model, recorder


model, recorder = build_model()
compiled = torch.compile(model, fullgraph=True)
