// Package sdktest runs the Go SDK against a live service (started by scripts/test-sdks.sh, which
// sets SERVICE_URL and the receiver's certificate): sign up, a trigger and a webhook, store,
// search, a real signed delivery to an HTTPS receiver this test runs, verified with the helper,
// forget, and one typed error. Every call goes through the generated client; only the receiver is
// plain HTTP handling. The steps share one account and run in order as subtests.
package sdktest

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	mi "github.com/memory-intelligence/memory-intelligence-service/sdks/go"
	"github.com/memory-intelligence/memory-intelligence-service/sdks/go/webhooks"
)

func setting(t *testing.T, name string) string {
	t.Helper()
	value := os.Getenv(name)
	if value == "" {
		t.Fatalf("%s is not set: run the SDK suites with scripts/test-sdks.sh, which starts the service and sets it.", name)
	}
	return value
}

type delivery struct {
	header http.Header
	body   []byte
}

// receiver is an HTTPS endpoint on 127.0.0.1 that records every request.
type receiver struct {
	mu         sync.Mutex
	deliveries []delivery
	url        string
	server     *http.Server
}

func startReceiver(t *testing.T) *receiver {
	t.Helper()
	cert, err := tls.LoadX509KeyPair(setting(t, "SDK_TEST_TLS_CERT"), setting(t, "SDK_TEST_TLS_KEY"))
	if err != nil {
		t.Fatal(err)
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &receiver{url: fmt.Sprintf("https://%s/hooks/go", listener.Addr())}
	r.server = &http.Server{
		TLSConfig: &tls.Config{Certificates: []tls.Certificate{cert}},
		Handler: http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			body, _ := io.ReadAll(req.Body)
			r.mu.Lock()
			r.deliveries = append(r.deliveries, delivery{req.Header.Clone(), body})
			r.mu.Unlock()
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"received":true}`))
		}),
	}
	go func() { _ = r.server.ServeTLS(listener, "", "") }()
	t.Cleanup(func() { _ = r.server.Close() })
	return r
}

func (r *receiver) find(event string) *delivery {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := range r.deliveries {
		if r.deliveries[i].header.Get("X-Service-Event") == event {
			return &r.deliveries[i]
		}
	}
	return nil
}

// eventually polls probe until it answers true, for at most 30 s.
func eventually(t *testing.T, what string, probe func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !probe() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestLiveService(t *testing.T) {
	cfg := mi.NewConfiguration()
	cfg.Servers = mi.ServerConfigurations{{URL: setting(t, "SERVICE_URL")}}
	client := mi.NewAPIClient(cfg)
	hooks := startReceiver(t)
	marker := fmt.Sprintf("sdk-go-%d", time.Now().UnixMilli())
	text := "The " + marker + " team decided to ship the Go SDK with signed webhooks."
	var ctx context.Context
	var secret, triggerID, memoryID string

	step := func(name string, run func(t *testing.T)) {
		if !t.Run(name, run) {
			t.FailNow() // later steps need this one's result
		}
	}

	step("signs up and receives an API key", func(t *testing.T) {
		created, _, err := client.AccountAPI.CreateKey(context.Background()).
			CreateKeyRequest(*mi.NewCreateKeyRequest(marker + "@example.com")).Execute()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(created.ApiKey, "pr_live_") || created.Tier != mi.TIER_FREE {
			t.Fatalf("unexpected key: %+v", created)
		}
		ctx = context.WithValue(context.Background(), mi.ContextAccessToken, created.ApiKey)
	})

	step("creates a trigger and a webhook", func(t *testing.T) {
		action := mi.NewLogEventAction(mi.LOGEVENTACTIONTYPE_LOG_EVENT)
		action.SetLevel("info")
		action.SetMessageTemplate("matched {{memory.id}}")
		request := mi.NewCreateTriggerRequest("SDK test trigger",
			[]mi.TriggerCondition{mi.TextContainsConditionAsTriggerCondition(mi.NewTextContainsCondition(mi.TEXTCONTAINSCONDITIONTYPE_TEXT_CONTAINS, marker))},
			[]mi.TriggerAction{mi.LogEventActionAsTriggerAction(action)})
		trigger, _, err := client.TriggersAPI.CreateTrigger(ctx).CreateTriggerRequest(*request).Execute()
		if err != nil {
			t.Fatal(err)
		}
		if len(trigger.Conditions) != 1 || trigger.Conditions[0].TextContainsCondition == nil || trigger.Conditions[0].TextContainsCondition.Value != marker {
			t.Fatalf("unexpected conditions: %+v", trigger.Conditions)
		}
		triggerID = trigger.Id

		webhook, _, err := client.WebhooksAPI.CreateWebhook(ctx).
			CreateWebhookRequest(*mi.NewCreateWebhookRequest(hooks.url, []mi.WebhookEventType{mi.WEBHOOKEVENTTYPE_MEMORY_STORED})).Execute()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(webhook.Id, "wh_") || !strings.HasPrefix(webhook.Secret, "whsec_") {
			t.Fatalf("unexpected webhook: %+v", webhook)
		}
		secret = webhook.Secret
	})

	step("stores a memory and finds it by meaning", func(t *testing.T) {
		store := mi.NewStoreMemoryRequest(text)
		store.SetMetadata(map[string]interface{}{"source": "sdk-test"})
		stored, httpResponse, err := client.MemoryAPI.StoreMemory(ctx).StoreMemoryRequest(*store).Execute()
		if err != nil {
			t.Fatal(err)
		}
		if httpResponse.StatusCode != http.StatusCreated || stored.Status != "stored" || stored.Duplicate {
			t.Fatalf("unexpected store answer %d: %+v", httpResponse.StatusCode, stored)
		}
		memoryID = stored.Id

		search := mi.NewSearchMemoriesRequest("Which SDK ships with signed webhooks?")
		search.SetLimit(5)
		found, _, err := client.MemoryAPI.SearchMemories(ctx).SearchMemoriesRequest(*search).Execute()
		if err != nil {
			t.Fatal(err)
		}
		for _, result := range found.Results {
			if result.Id == memoryID {
				if result.Text != text || result.Score <= 0.3 {
					t.Fatalf("unexpected hit: %+v", result)
				}
				return
			}
		}
		t.Fatalf("the stored memory is not among %+v", found.Results)
	})

	step("receives the delivery and verifies its signature with the helper", func(t *testing.T) {
		var got *delivery
		eventually(t, "the MEMORY_STORED delivery", func() bool { got = hooks.find("MEMORY_STORED"); return got != nil })
		verified, err := webhooks.Verify(got.body, got.header, webhooks.Options{Secrets: []string{secret}})
		if err != nil {
			t.Fatal(err)
		}
		if verified.ID != got.header.Get("webhook-id") {
			t.Fatalf("id %s, header %s", verified.ID, got.header.Get("webhook-id"))
		}
		var event mi.WebhookEvent
		if err := json.Unmarshal(got.body, &event); err != nil {
			t.Fatal(err)
		}
		if event.MemoryStoredEvent == nil || event.MemoryStoredEvent.Data.MemoryId != memoryID || event.MemoryStoredEvent.Data.Content != text {
			t.Fatalf("unexpected event: %s", got.body)
		}

		// The same delivery with one byte changed, or checked with another secret, is refused.
		var refused *webhooks.VerificationError
		_, err = webhooks.Verify(append(append([]byte{}, got.body...), ' '), got.header, webhooks.Options{Secrets: []string{secret}})
		if !errors.As(err, &refused) || refused.Code != webhooks.SignatureMismatch {
			t.Fatalf("a changed body gave %v", err)
		}
		if _, err = webhooks.Verify(got.body, got.header, webhooks.Options{Secrets: []string{secret + "x"}}); !errors.As(err, &refused) {
			t.Fatalf("another secret gave %v", err)
		}
	})

	step("ran the trigger on the stored memory", func(t *testing.T) {
		var execution *mi.TriggerExecution
		eventually(t, "the trigger execution", func() bool {
			page, _, err := client.TriggersAPI.ListTriggerExecutions(ctx, triggerID).Execute()
			if err != nil {
				t.Fatal(err)
			}
			for i := range page.Items {
				if page.Items[i].MemoryId == memoryID {
					execution = &page.Items[i]
				}
			}
			return execution != nil
		})
		if execution.Status != mi.TRIGGEREXECUTIONSTATUS_SUCCESS || len(execution.ActionResults) != 1 || execution.ActionResults[0].Type != mi.TRIGGERACTIONTYPE_LOG_EVENT {
			t.Fatalf("unexpected execution: %+v", execution)
		}
	})

	step("forgets the memory, and forgetting it again is a typed 404 MEMORY_NOT_FOUND", func(t *testing.T) {
		forget := mi.NewForgetMemoryRequest()
		forget.SetMemoryId(memoryID)
		forgotten, _, err := client.MemoryAPI.ForgetMemory(ctx).ForgetMemoryRequest(*forget).Execute()
		if err != nil {
			t.Fatal(err)
		}
		if forgotten.Status != "forgotten" || forgotten.MemoryId != memoryID {
			t.Fatalf("unexpected answer: %+v", forgotten)
		}

		_, httpResponse, err := client.MemoryAPI.ForgetMemory(ctx).ForgetMemoryRequest(*forget).Execute()
		var apiError *mi.GenericOpenAPIError
		if !errors.As(err, &apiError) {
			t.Fatalf("want a *GenericOpenAPIError, got %T %v", err, err)
		}
		if httpResponse.StatusCode != http.StatusNotFound {
			t.Fatalf("status %d", httpResponse.StatusCode)
		}
		envelope, ok := apiError.Model().(mi.ErrorEnvelope)
		if !ok {
			t.Fatalf("the error's model is %T, not an ErrorEnvelope: %s", apiError.Model(), apiError.Body())
		}
		if envelope.Error.Code != mi.ERRORCODE_MEMORY_NOT_FOUND || !strings.Contains(envelope.Error.Message, memoryID) {
			t.Fatalf("unexpected envelope: %+v", envelope.Error)
		}
	})
}
