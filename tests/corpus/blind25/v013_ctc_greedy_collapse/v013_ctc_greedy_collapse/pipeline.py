import torch

from .decoding import build_decoder
from .model import TransformerCTC

ASR_CONFIG = {"decoder": "greedy", "vocab": 10, "hidden": 16}

_model = TransformerCTC(vocab=ASR_CONFIG["vocab"], hidden=ASR_CONFIG["hidden"]).eval()
_decoder = build_decoder(ASR_CONFIG["decoder"])


@torch.compile(fullgraph=True)
def transcribe(feats):
    with torch.no_grad():
        log_probs = _model(feats)
    return _decoder(log_probs)
