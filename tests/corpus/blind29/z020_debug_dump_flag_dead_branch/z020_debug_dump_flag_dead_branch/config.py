import os
from dataclasses import dataclass

import torch

# read once at import time; dynamo sees plain Python constants
DUMP_INPUTS = os.environ.get("DOC_ENCODER_DUMP_INPUTS", "0") == "1"
DUMP_DIR = os.environ.get("DOC_ENCODER_DUMP_DIR", "/tmp/doc_encoder_dumps")


@dataclass
class PreprocessConfig:
    target_height: int = 8
    patch: int = 4
    compute_dtype: torch.dtype = torch.float32
    grayscale: bool = True
