"""String-keyed collective registry so layers can be configured from model configs."""
import torch

COLLECTIVES = {
    "all_reduce": torch.ops.corpus_s319.tp_all_reduce,
    "all_gather": lambda x: torch.ops.corpus_s319.tp_all_gather(x, -1),
    "none": lambda x: x,
}


def get_collective(name: str):
    return COLLECTIVES[name]
