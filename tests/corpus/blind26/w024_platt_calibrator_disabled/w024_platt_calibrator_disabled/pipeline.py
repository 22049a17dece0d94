import torch

from . import similarity
from .calibration import Calibrator

SIM_FN = "cosine"
SCALE = 20.0

_calibrator = Calibrator()


def raw_scores(q: torch.Tensor, d: torch.Tensor) -> torch.Tensor:
    fn = similarity.SIMILARITIES[SIM_FN]
    return fn(q, d) * SCALE


@torch.compile(fullgraph=True)
def score_pairs(query_emb: torch.Tensor, doc_emb: torch.Tensor) -> torch.Tensor:
    raw = raw_scores(query_emb, doc_emb)
    return _calibrator(raw)
