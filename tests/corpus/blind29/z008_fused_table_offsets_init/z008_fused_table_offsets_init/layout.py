"""Packing several logical tables into one physical table.

All per-feature bookkeeping (row offsets, salts) is computed once at
construction time on the host with numpy/zlib.
"""
import math
import zlib

import numpy as np
import torch


def feature_salt(name: str) -> int:
    return zlib.crc32(name.encode("utf-8")) & 0x7FFF


class FusedLayout:
    def __init__(self, feature_rows: dict):
        self.names = list(feature_rows)
        sizes = np.array([feature_rows[n] for n in self.names], dtype=np.int64)
        self.offsets = np.concatenate([[0], np.cumsum(sizes)[:-1]]).tolist()
        self.sizes = sizes.tolist()
        self.total_rows = int(sizes.sum())
        self.salts = [feature_salt(n) for n in self.names]
        # bits needed for the widest table; used to size hash buckets
        self.index_bits = int(math.ceil(math.log2(max(self.sizes))))

    def slot(self, name: str) -> int:
        return self.names.index(name)
