from compilelint import gb
from compilelint.findings import FixPolicy
from compilelint.rules.base import Rule


class LockUse(Rule):
    code = "CL108"
    fix_policy = FixPolicy(guard="lock")
    name = "lock-use"
    gb_types = (gb.SKIPPED, gb.CONTEXT_MANAGER,
                gb.METHOD_CALL)
    message = "`{callee}`: thread synchronisation inside traced code"
    hint = "take the lock outside the compiled region; compiled graphs are not re-entrant anyway"
    what_it_does = "Finds creation of `threading` primitives, `with lock:` blocks, `lock.acquire()` and file locks reachable from a compiled root."
    why_bad = ("Creating a `threading.Lock` calls a skipped builtin; entering one is an "
               "\"Unsupported context manager\"; `acquire` is an unsupported method call. A graph "
               "cannot hold a lock, so `fullgraph=True` fails.")
    example = "def forward(self, x):\n    with self._lock:\n        self.calls += 1\n    return self.proj(x)"
    use_instead = "def forward(self, x):\n    return self.proj(x)\n\n# count calls around the compiled module instead"
    fix_safety = "No automatic fix: removing synchronisation changes semantics."
    calls = ("threading.Lock", "threading.RLock", "threading.Condition", "threading.Semaphore",
             "threading.BoundedSemaphore", "threading.Event", "threading.Thread", "threading.Barrier",
             "threading.Lock().*", "threading.RLock().*", "threading.Condition().*",
             "threading.Semaphore().*", "threading.BoundedSemaphore().*",
             "multiprocessing.Lock", "multiprocessing.Lock().*", "multiprocessing.RLock().*",
             "filelock.FileLock", "filelock.FileLock().*", "filelock.SoftFileLock", "filelock.SoftFileLock().*",
             "queue.Queue().*", "queue.SimpleQueue().*", "_thread.allocate_lock")
    call_gb = {"threading.Lock().__enter__": gb.CONTEXT_MANAGER,
               "threading.RLock().__enter__": gb.CONTEXT_MANAGER,
               "threading.Condition().__enter__": gb.CONTEXT_MANAGER,
               "threading.Semaphore().__enter__": gb.CONTEXT_MANAGER,
               "queue.Queue().*": gb.CONTEXT_MANAGER,
               "threading.Lock().acquire": gb.METHOD_CALL,
               "threading.RLock().acquire": gb.METHOD_CALL}
    INVALID = ["import threading\n\nLOCK = threading.Lock()\n\ndef f(x):\n    with LOCK:\n        return x + 1\n",
               "import threading\n\ndef f(x):\n    lock = threading.Lock()\n    return x + 1\n"]
    VALID = ["import threading\n\nLOCK = threading.Lock()\n\ndef f(x):\n    return x + 1\n"]
