import os
import pathlib

import numpy as np

# Read once at import; serving images never set it.
DUMP_FEATURES = os.environ.get("BACKBONE_DUMP_FEATURES_S198", "") == "1"
DUMP_DIR = pathlib.Path(os.environ.get("BACKBONE_DUMP_DIR_S198", "/tmp/feature_dumps"))


def dump_feature(name, feat):
    DUMP_DIR.mkdir(parents=True, exist_ok=True)
    np.save(DUMP_DIR / f"{name}.npy", feat.detach().cpu().numpy())
    print(f"[backbone] dumped {name} {tuple(feat.shape)}")
