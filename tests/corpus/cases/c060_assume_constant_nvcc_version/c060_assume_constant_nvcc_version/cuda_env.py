import subprocess

import torch


@torch.compiler.assume_constant_result
def toolkit_major() -> int:
    out = subprocess.run(["echo", "release 12.8"], capture_output=True, text=True).stdout
    return int(out.split("release ")[-1].split(".")[0])
