"""Values a local carries into a call: only the stores written before the call reach it (outside
loops), and a ``try`` that only queries the CUDA device does not fall back to its ``except``
values on the profile's device. Together they decide ``suffix(major, minor)`` below from the
profile's capability, as sglang's ``_init_jit_cuda_arch_once`` -> ``_cuda_arch_suffix`` needs
(the nvcc probe behind ``major == 12`` is dead on sm90)."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_scan_features import make

SRC = """
    import subprocess

    import torch


    def toolkit():
        return subprocess.check_output(["nvcc", "--version"])


    def suffix(major: int, minor: int) -> str:
        if major == 9:
            return "a"
        if major == 12:
            if minor == 0 and toolkit():
                return "f"
            return "a"
        return ""


    def arch():
        try:
            device = torch.cuda.current_device()
            major, minor = torch.cuda.get_device_capability(device)
        except Exception:
            major, minor = 0, 0
        s = suffix(major, minor)
        if (major, minor) == (10, 7):
            major, minor = 12, 0
        return s


    def looped():
        major = 9
        for _ in range(2):
            s = suffix(major, 0)
            major = 12
        return s


    def entry(x):
        arch()
        return x + 1


    def entry_loop(x):
        looped()
        return x + 1


    compiled = torch.compile(entry)
    compiled_loop = torch.compile(entry_loop)
"""


def _probes(r, root):
    return sorted(f.function.rsplit(".", 1)[-1] for f in r.findings if f.root.endswith("." + root))


@pytest.mark.parametrize("capability, reached", [("9.0", False), ("12.0", True), ("10.0", False)])
def test_the_capability_reaches_the_callee_through_the_local(tmp_path, capability, reached):
    make(tmp_path, {"cllf/__init__.py": "", "cllf/m.py": SRC})
    r = scan([str(tmp_path / "cllf")], no_cache=True, profile=prof.make(capability=capability))
    assert _probes(r, "entry") == (["toolkit"] if reached else [])


def test_a_store_later_in_a_loop_reaches_the_call_on_the_next_pass(tmp_path):
    make(tmp_path, {"cllf2/__init__.py": "", "cllf2/m.py": SRC})
    r = scan([str(tmp_path / "cllf2")], no_cache=True)
    assert _probes(r, "entry_loop") == ["toolkit"]


@pytest.mark.parametrize("text, cap", [("sm90", (9, 0)), ("sm_120", (12, 0)), ("9.0", (9, 0)), ("12.0", (12, 0)),
                                       ("100", (10, 0))])
def test_a_capability_is_read_however_it_is_written(text, cap):
    assert prof.make(capability=text).device_capability() == cap


@pytest.mark.parametrize("text", ["sm100a", "hopper", "9.x", ""])
def test_a_capability_the_profile_cannot_read_is_a_usage_error(text):
    with pytest.raises(prof.ProfileError):
        prof.make(capability=text)


WINDOWS_SRC = """
    import os
    import subprocess

    import torch

    _WINDOWS = {(10, 0): "a", (10, 3): "b"}


    def capability(device):
        return torch.cuda.get_device_capability(device)


    def enabled(disabled: str, cap) -> bool:
        if disabled == "1" or cap not in _WINDOWS:
            return False
        return True


    def program(x):
        cap = capability(x.device)
        if not enabled(os.environ.get("DISABLE", "0"), cap):
            return None
        return subprocess.check_output(["nvidia-smi"])


    def entry(x):
        program(x)
        return x + 1


    compiled = torch.compile(entry)
"""


@pytest.mark.parametrize("capability, mutated, reached", [
    ("9.0", False, False), ("10.0", False, True), ("9.0", True, True)])
def test_membership_in_a_module_level_dict_of_capabilities(tmp_path, capability, mutated, reached):
    """``cap not in _WINDOWS`` (a dict literal's keys) with the capability every caller passes:
    decided under the profile; a dict the module changes in place is not a constant."""
    src = WINDOWS_SRC + ("\n    _WINDOWS[(9, 0)] = 'c'\n" if mutated else "")
    name = f"clwin{int(mutated)}"
    make(tmp_path, {f"{name}/__init__.py": "", f"{name}/m.py": src})
    r = scan([str(tmp_path / name)], no_cache=True, profile=prof.make(capability=capability))
    assert bool(_probes(r, "entry")) is reached
