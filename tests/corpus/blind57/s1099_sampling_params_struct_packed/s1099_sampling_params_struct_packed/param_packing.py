import array
import struct

import torch

# temperature, top_p, repetition_penalty, min_p
SAMPLING_RECORD = struct.Struct("<ffff")


def pack_sampling_params(params) -> torch.Tensor:
    buf = bytearray(SAMPLING_RECORD.size * len(params))
    for i, p in enumerate(params):
        SAMPLING_RECORD.pack_into(buf, i * SAMPLING_RECORD.size, p.temperature, p.top_p, p.repetition_penalty, p.min_p)
    return torch.frombuffer(buf, dtype=torch.uint8).clone()


def unpack_sampling_params(packed: torch.Tensor):
    raw = packed.numpy().tobytes()
    return [SAMPLING_RECORD.unpack_from(raw, off) for off in range(0, len(raw), SAMPLING_RECORD.size)]


def pack_stop_token_ids(stop_ids) -> torch.Tensor:
    arr = array.array("q")
    for ids in stop_ids:
        arr.append(len(ids))
        arr.extend(ids)
    return torch.tensor(arr.tolist(), dtype=torch.int64)


class LoRAAdapterTable:
    """Host-side table pushed to the device once per adapter load."""

    HEADER = "<iif"

    def __init__(self):
        self.slots = {}

    def pack_params(self, rank: int, slot: int, alpha: float) -> bytes:
        header = struct.pack(self.HEADER, rank, slot, alpha)
        assert len(header) == struct.calcsize(self.HEADER)
        self.slots[slot] = header
        return header
