import os

import torch
import torch.compiler as tc

STATS_FILE = os.environ.get("HELDOUT_ACT_STATS", "/tmp/heldout_act_stats.csv")


def record_activation_histogram(name: str, t: torch.Tensor) -> None:
    """Append an activation histogram row; only meaningful in eager calibration runs."""
    if tc.is_compiling():
        return
    hist = torch.histc(t.detach().float(), bins=8)
    with open(STATS_FILE, "a") as f:
        f.write(name + "," + ",".join(str(int(v)) for v in hist.tolist()) + "\n")
