import json
import os
import pathlib

import torch

DEBUG_KV_QUANT = os.environ.get("DEBUG_KV_QUANT_X019", "0") == "1"

_CALIB_PATH = pathlib.Path(__file__).with_name("calib.json")
CALIB = json.loads(_CALIB_PATH.read_text())

QDTYPES = {
    "fp8_e4m3": (torch.float8_e4m3fn, torch.finfo(torch.float8_e4m3fn).max),
    "int8": (torch.int8, 127.0),
}


def qdtype_info(name: str):
    return QDTYPES[name]


def describe_calibration() -> str:
    return f"{CALIB['dtype']} kv scales for {CALIB['num_heads']} heads from {_CALIB_PATH.name}"
