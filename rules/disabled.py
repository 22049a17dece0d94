from compilelint.findings import FixPolicy
from compilelint.rules.base import Rule


class DisabledFunctionCall(Rule):
    code = "CL103"
    fix_policy = FixPolicy(disabled_function=True)
    short_callee = True
    name = "disabled-function-call"
    gb_types = ("Skip calling `torch.compiler.disable()`d function",
                "Skip inlining `torch.compiler.disable()`d function")
    message = "`{callee}` is marked `torch.compiler.disable`; calling it under fullgraph fails"
    hint = "make it an opaque op (torch.library.custom_op + register_fake) or guard a side-effect-only call"
    fix = "opaque_op"
    # functions decorated with one of these are barriers when called from traced code
    decorators = ("torch.compiler.disable", "torch._dynamo.disable", "torch.compiler.disable()",
                  "torch._dynamo.disable()")
    calls = ("torch.compiler.disable()", "torch._dynamo.disable()")
    unmeasured = dict.fromkeys(calls, "the barrier is a user function decorated with it, not a library call; "
                                      "measured by this rule's INVALID examples in tests/test_rules.py")
    what_it_does = "Finds calls, from traced code, to functions decorated with `@torch.compiler.disable` or `@torch._dynamo.disable`."
    why_bad = ("`disable` makes dynamo fall back to eager for that function, which is a graph break; "
               "`fullgraph=True` refuses graph breaks, so the compile fails with \"Skip calling "
               "`torch.compiler.disable()`d function\". It is the usual first attempt at fixing a "
               "barrier, and it does not work under fullgraph.")
    example = "@torch.compiler.disable\ndef quantize(x, scale):\n    return _jit_module().quantize(x, scale)"
    use_instead = ("@torch.library.custom_op(\"mylib::quantize\", mutates_args=())\ndef quantize(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:\n"
                   "    return _jit_module().quantize(x, scale)\n\n@quantize.register_fake\ndef _(x, scale):\n    return torch.empty_like(x)")
    fix_safety = ("Unsafe: the opaque-op rewrite changes how the function is dispatched and needs a "
                  "correct fake; a side-effect-only function is guarded instead.")
    INVALID = [
        "import torch\n\n@torch.compiler.disable\ndef helper(x):\n    return x * 2\n\ndef f(x):\n    return helper(x) + 1\n",
        "import torch\n\n@torch._dynamo.disable\ndef helper(x):\n    return x * 2\n\ndef f(x):\n    return helper(x) + 1\n",
    ]
    VALID = [
        "import torch\n\n@torch.compiler.disable\ndef helper(x):\n    return x * 2\n\ndef f(x):\n    return x + 1\n",
    ]
