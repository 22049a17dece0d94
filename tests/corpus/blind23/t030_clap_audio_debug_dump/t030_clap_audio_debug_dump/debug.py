"""Opt-in activation dumps for offline parity checks against the reference model."""
import json
import os
import time

import numpy as np

DUMP_DIR = os.environ.get("CLAP_ACTIVATION_DUMP_DIR")
DUMP_ENABLED = DUMP_DIR is not None and os.path.isdir(DUMP_DIR)


def dump_activation(name, tensor):
    stamp = time.strftime("%Y%m%d-%H%M%S")
    arr = tensor.detach().cpu().float().numpy()
    np.save(os.path.join(DUMP_DIR, f"{stamp}-{name}.npy"), arr)
    with open(os.path.join(DUMP_DIR, "index.jsonl"), "a") as fh:
        fh.write(json.dumps({"name": name, "shape": list(arr.shape), "mean": float(arr.mean())}) + "\n")
