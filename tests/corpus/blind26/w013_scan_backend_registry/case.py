import torch

from w013_scan_backend_registry.mixer import SelectiveScanMixer

ENTRY = "w013_scan_backend_registry.mixer:SelectiveScanMixer.forward"


def inputs():
    return (SelectiveScanMixer(), torch.randn(2, 5, 8))
