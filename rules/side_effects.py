"""print / logging / warnings: output statements in traced code."""
from compilelint import gb
from compilelint.findings import FixPolicy
from compilelint.rules.base import Rule


class PrintCall(Rule):
    code = "CL104"
    fix_policy = FixPolicy(guard="diagnostic")
    name = "print-call"
    gb_types = (gb.BUILTIN, gb.METHOD_CALL)
    message = "`{callee}` writes output inside traced code"
    hint = "guard it with `if not torch.compiler.is_compiling():` or drop it"
    fix = "guard_side_effect"
    what_it_does = "Finds `print(...)` and `sys.stdout/stderr.write(...)` reachable from a compiled root."
    why_bad = ("`print` is a builtin dynamo cannot trace (\"Failed to trace builtin operator\"); "
               "`sys.stdout.write` is an unsupported method call. Under `fullgraph=True` both abort.")
    example = "def forward(self, x):\n    print('shape', x.shape)\n    return self.proj(x)"
    use_instead = "def forward(self, x):\n    if not torch.compiler.is_compiling():\n        print('shape', x.shape)\n    return self.proj(x)"
    fix_safety = "Safe: the statement keeps running in eager mode; only compiled code skips it."
    calls = ("builtins.print", "sys.stdout.write", "sys.stderr.write", "sys.stdout.flush",
             "sys.stderr.flush", "pprint.pprint")
    call_gb = {"sys.stdout.write": gb.METHOD_CALL, "sys.stderr.write": gb.METHOD_CALL}
    INVALID = ["def f(x):\n    print('tracing', x.shape)\n    return x + 1\n"]
    VALID = ["import torch\n\ndef f(x):\n    if not torch.compiler.is_compiling():\n        print('eager only')\n    return x + 1\n",
             "DEBUG = False\n\ndef f(x):\n    if DEBUG:\n        print('debug')\n    return x + 1\n"]


class LoggingCall(Rule):
    code = "CL105"
    fix_policy = FixPolicy(guard="diagnostic")
    logger_methods = True
    name = "logging-call"
    gb_types = ("logging.Logger method not supported for non-export cases",
                "Unsupported python_type() call", "Unresolved GetAttrVariable comparison")
    message = "`{callee}` logs inside traced code"
    hint = "guard it with `if not torch.compiler.is_compiling():` or log outside the compiled region"
    fix = "guard_side_effect"
    what_it_does = "Finds logger method calls (`logger.info`, `logging.warning`, ...) reachable from a compiled root."
    why_bad = ("Dynamo does not trace `logging.Logger` methods outside export (\"logging.Logger "
               "method not supported for non-export cases\"); module-level `logging.info` and an "
               "inline `logging.getLogger(...).warning` fail with other unsupported-call errors.")
    example = "logger = logging.getLogger(__name__)\n\ndef forward(self, x):\n    logger.debug('tokens=%d', x.shape[0])\n    return self.proj(x)"
    use_instead = "def forward(self, x):\n    if not torch.compiler.is_compiling():\n        logger.debug('tokens=%d', x.shape[0])\n    return self.proj(x)"
    fix_safety = "Safe: the log line still appears in eager runs."
    calls = ("logging.getLogger().*", "logging.Logger.*", "logging.Logger().*", "*.init_logger().*",
             "logging.LoggerAdapter().*", "logging.debug", "logging.info", "logging.warning",
             "logging.warn", "logging.error", "logging.exception", "logging.critical", "logging.log")
    allowed = ("*.isEnabledFor", "*.getEffectiveLevel", "*.getChild", "*.name", "*.level")
    unmeasured = {"logging.Logger.*": "unbound calls through the class (`logging.Logger.info(logger, ...)`): the "
                                      "same functions as the measured `logging.Logger().*` methods",
                  "*.init_logger().*": "a project's logger factory (vLLM's `init_logger`) returning a "
                                       "`logging.Logger`; the project is not importable where the catalogue is "
                                       "generated; the methods are those measured as `logging.getLogger().*`"}
    call_gb = {"logging.debug": "Unsupported python_type() call", "logging.info": "Unsupported python_type() call",
               "logging.warning": "Unsupported python_type() call", "logging.error": "Unsupported python_type() call"}
    INVALID = ["import logging\n\nlogger = logging.getLogger(__name__)\n\ndef f(x):\n    logger.info('step')\n    return x + 1\n",
               "import logging\n\ndef f(x):\n    logging.info('step')\n    return x + 1\n"]
    VALID = ["import logging\nimport torch\n\nlogger = logging.getLogger(__name__)\n\ndef f(x):\n"
             "    if not torch.compiler.is_compiling():\n        logger.info('step')\n    return x + 1\n"]


class WarningsCall(Rule):
    code = "CL106"
    fix_policy = FixPolicy(guard="diagnostic")
    name = "warnings-call"
    gb_types = (gb.SKIPPED,)
    message = "`{callee}` warns inside traced code"
    hint = "warn once at load time, or guard it with `if not torch.compiler.is_compiling():`"
    fix = "guard_side_effect"
    what_it_does = "Finds `warnings.warn` / `warnings.warn_explicit` reachable from a compiled root."
    why_bad = "`warnings.warn` is marked as skipped by dynamo; under `fullgraph=True` the call aborts compilation."
    example = "def forward(self, x):\n    if x.dtype == torch.float32:\n        warnings.warn('fp32 is slow')\n    return self.proj(x)"
    use_instead = "def forward(self, x):\n    if x.dtype == torch.float32 and not torch.compiler.is_compiling():\n        warnings.warn('fp32 is slow')\n    return self.proj(x)"
    fix_safety = "Safe: eager runs still warn."
    calls = ("warnings.warn", "warnings.warn_explicit", "warnings.showwarning")
    INVALID = ["import warnings\n\ndef f(x):\n    warnings.warn('slow path')\n    return x + 1\n"]
    VALID = ["import warnings\n\nwarnings.warn('import-time warnings are not traced')\n\ndef f(x):\n    return x + 1\n"]
