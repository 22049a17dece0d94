"""Stop-string matching over the tail of each sequence.

Matching runs on Python lists (tokenizer pieces), so it is wrapped in a
custom op: dynamo sees one opaque call instead of tracing tolist()/str ops.
"""
import torch

PIECES = {i: f"p{i}" for i in range(32)}
PIECES.update({5: "Obs", 6: "erv", 7: "ation", 12: "\n\n", 13: "User", 14: ":"})
STOP_STRINGS = ("Observation", "\n\nUser:")
MAX_STOP_LEN = max(len(s) for s in STOP_STRINGS)


def _tail_text(ids) -> str:
    text = "".join(PIECES.get(i, "") for i in ids)
    return text[-(MAX_STOP_LEN + 8):]


@torch.library.custom_op("corpus_s189::match_stop", mutates_args=())
def match_stop(recent_ids: torch.Tensor) -> torch.Tensor:
    out = []
    for row in recent_ids.tolist():
        tail = _tail_text(row)
        out.append(any(s in tail for s in STOP_STRINGS))
    return torch.tensor(out, dtype=torch.bool, device=recent_ids.device)


@match_stop.register_fake
def _(recent_ids):
    return recent_ids.new_empty((recent_ids.shape[0],), dtype=torch.bool)
