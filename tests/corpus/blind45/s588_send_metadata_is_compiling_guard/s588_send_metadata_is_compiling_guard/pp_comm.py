import logging
import pickle
from typing import Dict, List, Optional

import torch

logger = logging.getLogger(__name__)


class StagePipe:
    """Carries intermediate tensor dicts from stage ``src`` to stage ``dst`` inside one process.

    Eagerly the pipe also records a pickled shape/dtype manifest so the receiving stage
    can pre-allocate; compiled graphs already know their shapes and skip that step.
    """

    def __init__(self, src: int, dst: int):
        self.src = src
        self.dst = dst
        self.slots: Dict[str, torch.Tensor] = {}
        self.manifests: List[bytes] = []

    def _record_manifest(self, tensor_dict: Dict[str, torch.Tensor]) -> None:
        manifest = {k: (tuple(v.shape), str(v.dtype)) for k, v in tensor_dict.items()}
        self.manifests.append(pickle.dumps(manifest))
        logger.debug("pipe %d->%d manifest %s", self.src, self.dst, manifest)

    def send_tensor_dict(self, tensor_dict: Dict[str, torch.Tensor]) -> None:
        if not torch.compiler.is_compiling():
            self._record_manifest(tensor_dict)
        for key, value in tensor_dict.items():
            self.slots[key] = value

    def recv_tensor_dict(self, keys) -> Dict[str, Optional[torch.Tensor]]:
        return {k: self.slots.get(k) for k in keys}


_PIPES: Dict[tuple, StagePipe] = {}


def get_pipe(src: int, dst: int) -> StagePipe:
    key = (src, dst)
    if key not in _PIPES:
        _PIPES[key] = StagePipe(src, dst)
    return _PIPES[key]
